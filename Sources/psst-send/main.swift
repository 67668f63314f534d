import PsstCommands

SendCommand.main()
