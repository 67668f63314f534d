import PsstCommands

QueueCommand.main()
