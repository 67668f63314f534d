import PsstCommands

AccountCommand.runAsTool()
