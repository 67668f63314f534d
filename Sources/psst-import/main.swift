import PsstCommands

ImportCommand.main()
