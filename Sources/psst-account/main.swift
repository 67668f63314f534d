import PsstCommands

AccountCommand.main()
