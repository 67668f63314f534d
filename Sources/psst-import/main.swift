import PsstCommands

ImportCommand.runAsTool()
