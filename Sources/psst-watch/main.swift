import PsstCommands

WatchCommand.runAsTool()
