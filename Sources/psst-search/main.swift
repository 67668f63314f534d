import PsstCommands

SearchCommand.runAsTool()
