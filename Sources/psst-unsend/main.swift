import PsstCommands

UnsendCommand.main()
