import PsstCommands

ChatCommand.runAsTool()
