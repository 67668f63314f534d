import PsstCommands

AICommand.runAsTool()
