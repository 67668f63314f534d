import PsstCommands

RetryCommand.main()
