import PsstCommands

IndexCommand.runAsTool()
