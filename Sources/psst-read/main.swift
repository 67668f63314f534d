import PsstCommands

ReadCommand.runAsTool()
