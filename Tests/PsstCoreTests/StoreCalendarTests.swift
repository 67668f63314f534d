import Testing

@testable import PsstCore

@Suite("Store: calendar, reminders and the action log")
struct StoreCalendarTests {
  private func store() throws -> (Machine, Store) {
    let machine = try Machine(TemporaryFolder())
    try machine.addAccount("maya", name: "Maya Torres", role: .trainer)
    try machine.addAccount("tom", name: "Tom Berg")
    return (machine, machine.store)
  }

  @Test func eventsInAWindowEarliestFirstAndDeleted() throws {
    let (_, store) = try store()
    let late = Store.CalendarEvent(title: "Late", withUser: "tom", chat: nil, starts: 5_000, minutes: 30)
    let early = Store.CalendarEvent(title: "Early", withUser: nil, chat: nil, starts: 1_000, minutes: 60)
    try store.addEvent(account: "maya", late)
    try store.addEvent(account: "maya", early)
    #expect(try store.events(account: "maya").map(\.title) == ["Early", "Late"])
    #expect(try store.events(account: "maya", from: 2_000).map(\.title) == ["Late"])
    #expect(try store.events(account: "tom").isEmpty, "another account's calendar is its own")
    #expect(try store.deleteEvent(account: "maya", id: early.id))
    #expect(try !store.deleteEvent(account: "maya", id: early.id))
    #expect(try store.events(account: "maya") == [late])
  }

  @Test func dueRemindersAreAnnouncedOnceWithAFeedEvent() throws {
    let (_, store) = try store()
    let due = Store.Reminder(text: "check Tom's program", due: 1_000, aboutUser: nil)
    let later = Store.Reminder(text: "stretch", due: 9_000, aboutUser: nil)
    try store.addReminder(account: "maya", due)
    try store.addReminder(account: "maya", later)
    let before = try store.latestEventCursor(account: "maya")
    #expect(try store.announceDueReminders(account: "maya", now: 2_000) == 9_000, "the next one's due time")
    #expect(try store.announceDueReminders(account: "maya", now: 2_500) == 9_000)
    let events = try store.events(account: "maya", after: before, limit: 10)
    #expect(events.map(\.kind) == [.reminder], "announced once however many passes look")
    #expect(events.first?.field("text")?.stringValue == "check Tom's program")
    #expect(try store.openReminders(account: "maya").map(\.id) == [later.id])
    #expect(try store.reminders(account: "maya").first?.done == 2_000)
    #expect(try store.announceDueReminders(account: "maya", now: 10_000) == nil, "none left")
  }

  @Test func remindersAreDeletedByID() throws {
    let (_, store) = try store()
    let reminder = Store.Reminder(text: "stretch", due: 9_000, aboutUser: nil)
    try store.addReminder(account: "maya", reminder)
    #expect(try !store.deleteReminder(account: "tom", id: reminder.id))
    #expect(try store.deleteReminder(account: "maya", id: reminder.id))
    #expect(try store.reminders(account: "maya").isEmpty)
  }

  @Test func actionsAreLoggedAndSettled() throws {
    let (_, store) = try store()
    let action = Store.ActionRecord(conversation: nil, tool: "send_message", args: #"{"to":"Tom"}"#, created: 10)
    try store.recordAction(account: "maya", action)
    try store.settleAction(account: "maya", id: action.id, status: .executed, result: "m1", at: 20)
    let logged = try store.actions(account: "maya")
    #expect(logged.count == 1 && logged[0].status == .executed && logged[0].result == "m1" && logged[0].decided == 20)
  }

  @Test func removingAnAccountRemovesItsCalendarRemindersAndActions() throws {
    let (_, store) = try store()
    try store.addEvent(account: "tom", .init(title: "x", withUser: nil, chat: nil, starts: 1, minutes: 30))
    try store.addReminder(account: "tom", .init(text: "x", due: 1, aboutUser: nil))
    try store.recordAction(account: "tom", .init(conversation: nil, tool: "set_reminder", args: "{}"))
    try store.removeAccount("tom")
    #expect(try store.events(account: "tom").isEmpty && store.reminders(account: "tom").isEmpty)
    #expect(try store.actions(account: "tom").isEmpty)
  }
}
