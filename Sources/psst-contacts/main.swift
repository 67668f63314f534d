import PsstCommands

ContactsCommand.runAsTool()
