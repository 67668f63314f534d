import PsstCommands

RetryCommand.runAsTool()
