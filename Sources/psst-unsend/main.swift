import PsstCommands

UnsendCommand.runAsTool()
