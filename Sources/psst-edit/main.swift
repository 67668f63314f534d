import PsstCommands

EditCommand.main()
