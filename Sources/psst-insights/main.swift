import PsstCommands

InsightsCommand.runAsTool()
