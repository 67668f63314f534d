import PsstCommands

SummarizeCommand.runAsTool()
