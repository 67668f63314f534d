import Testing

@testable import PsstAI

@Suite("SchedulingHelpRequest")
struct SchedulingHelpRequestTests {
  let planner = ActionPlanner(now: Fixture.friday, zone: .fixed(seconds: 0))

  @Test("asking for times with someone names them")
  func namesThePerson() {
    #expect(planner.schedulingHelp("help me schedule with Sarah") == "Sarah")
    #expect(planner.schedulingHelp("Help me schedule a call with Sam Ortiz") == "Sam Ortiz")
    #expect(planner.schedulingHelp("can you find a time to meet Lee?") == "Lee")
    #expect(planner.schedulingHelp("suggest some times for a session with the running group") == "running group")
    #expect(planner.schedulingHelp("please help me arrange a catch-up with Tom") == "Tom")
  }

  @Test("a request with its own time books a call instead; other requests are not this")
  func otherRequests() {
    #expect(planner.schedulingHelp("schedule a call with Sara tomorrow at 3pm") == nil)
    #expect(planner.schedulingHelp("schedule a call with Sara") == nil, "a call to book, whose time is asked for")
    #expect(planner.schedulingHelp("find the notes with Sarah") == nil)
    #expect(planner.schedulingHelp("when is my call with Sarah?") == nil)
    #expect(planner.schedulingHelp("tell Sarah I'm running late") == nil)
    #expect(planner.schedulingHelp("schedule Tom's session with Sarah") == nil)
    #expect(planner.schedulingHelp("help me schedule") == nil)
  }
}
