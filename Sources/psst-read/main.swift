import PsstCommands

ReadCommand.main()
