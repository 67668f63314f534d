import PsstCommands

SendCommand.runAsTool()
