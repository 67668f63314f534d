import PsstCommands

ChatCommand.main()
