import PsstCommands

QueueCommand.runAsTool()
