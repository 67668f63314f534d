import PsstCommands

CalendarCommand.runAsTool()
