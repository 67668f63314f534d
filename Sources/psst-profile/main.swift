import PsstCommands

ProfileCommand.runAsTool()
