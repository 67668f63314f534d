import PsstCommands

EditCommand.runAsTool()
