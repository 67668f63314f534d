import Testing

@testable import PsstAI

@Suite("QuestionRouter")
struct QuestionRouterTests {
  let directory = Directory(
    owner: "maya",
    people: [
      .init(id: "maya", name: "Maya Torres", role: "trainer"), .init(id: "tom", name: "Tom Hale", role: "client"),
      .init(id: "ana", name: "Ana Silva", role: "client"), .init(id: "rosa", name: "Rosa Marin", role: "staff"),
    ],
    rooms: [
      .init(id: "c1", members: ["maya", "tom"], isDirect: true),
      .init(id: "g1", members: ["maya", "tom", "ana"], isDirect: false),
    ])
  let chats = ["c1": "Tom Hale", "g1": "Sunday Circuits"]

  func route(_ question: String) -> QuestionIntent {
    QuestionRouter.route(question, directory: directory, chatNames: chats)
  }

  @Test("a question names a group chat by most of its name's words, never a direct chat by a person")
  func groupChatsByName() {
    #expect(
      QuestionRouter.groupChat(in: "What time are Sunday circuits now?", directory: directory, chatNames: chats) == "g1"
    )
    #expect(QuestionRouter.groupChat(in: "when are the circuits?", directory: directory, chatNames: chats) == "g1")
    #expect(
      QuestionRouter.groupChat(in: "What did Tom say about his knee?", directory: directory, chatNames: chats) == nil)
    #expect(QuestionRouter.groupChat(in: "What time is yoga?", directory: directory, chatNames: chats) == nil)
  }

  @Test func aSummaryNamesItsChatByNameOrByPerson() {
    #expect(route("Summarize the Sunday Circuits chat") == .summary(chat: "g1"))
    #expect(route("can you give me a recap of circuits?") == .summary(chat: "g1"))
    #expect(route("Summarise my chat with Tom") == .summary(chat: "c1"))
    #expect(route("summarize the moon landing") == .facts, "no chat named: the messages answer")
    #expect(route("What's the summary of Tom's call with the physio?") == .facts, "about something in a chat")
  }

  @Test func quietClientsWithTheirSilenceInDays() {
    #expect(route("Which clients haven't messaged recently?") == .quietClients(days: 14))
    #expect(route("who hasn't been in touch for 3 weeks?") == .quietClients(days: 21))
    #expect(route("any quiet clients?") == .quietClients(days: 14))
    #expect(route("Has Tom messaged about his knee?") == .facts)
    #expect(route("Which clients haven't replied to the survey?") == .facts, "not about time")
  }

  @Test func actionItemsOfAPersonOrOfTheOwner() {
    #expect(route("What are Tom's open action items?") == .actionItems(person: "tom"))
    #expect(route("what's on my to do list") == .actionItems(person: "maya"))
    #expect(route("what tasks are outstanding?") == .actionItems(person: nil))
    #expect(route("What does Tom need to do before Friday?") == .actionItems(person: "tom"))
    #expect(route("What has Tom promised?") == .actionItems(person: "tom"))
    #expect(route("any open task for me?") == .actionItems(person: "maya"))
  }

  @Test func wordsOfTasksInAQuestionAboutSomethingSaidAreFacts() {
    #expect(route("What activity did Ana used to do with her dad?") == .facts)
    #expect(route("What did Tom like to do on weekends?") == .facts)
    #expect(route("What was the task at the pottery workshop?") == .facts)
    #expect(route("When did Tom promise to send the photos?") == .facts)
  }

  @Test func profileQuestionsNameAClientAndACategory() {
    #expect(route("What are Ana's goals?") == .profile(client: "ana", categories: [.goal]))
    #expect(
      route("Does Tom have any injuries or medical conditions?")
        == .profile(client: "tom", categories: [.injury, .medical]))
    #expect(route("What dietary needs does Ana have?") == .profile(client: "ana", categories: [.diet]))
    #expect(route("What are Rosa's goals?") == .facts, "staff have no profile")
  }

  @Test func scheduleAndDecisionsAndTheRest() {
    #expect(route("When is my next session with Tom?") == .schedule(person: "tom"))
    #expect(route("When is our next team meeting?") == .schedule(person: nil))
    #expect(route("What did we decide about pricing?") == .decisions)
    #expect(route("When is the graduation run?") == .facts)
    #expect(route("What did Tom say about his knee?") == .facts)
  }

  @Test func aProfileVerbInAQuestionAboutWhatWasDoneIsFacts() {
    #expect(route("What did Rosa suggest Tom eat after a long ride?") == .facts)
    #expect(route("When did Tom hurt his back?") == .facts)
    #expect(route("What does Tom eat before a session?") == .profile(client: "tom", categories: [.diet]))
    #expect(route("What are Tom's food allergies?") == .profile(client: "tom", categories: [.diet]))
  }

  @Test("a question asking for one answer, or about something of the client's, is not a profile list")
  func oneAnswerIsNotAProfile() {
    #expect(route("How long has Ana been vegetarian?") == .facts)
    #expect(route("When was Tom's appointment at the chest pain clinic?") == .facts)
    #expect(route("Why is Ana on a vegan diet?") == .facts)
    #expect(route("What is Ana's dog's favourite food?") == .facts, "the dog's food, not Ana's diet")
    #expect(route("What is Ana's diet like?") == .profile(client: "ana", categories: [.diet]))
  }

  @Test func whatSomeoneUsedToDoIsNotATaskList() {
    #expect(route("What activity did Ana used to do with her dad?") == .facts)
    #expect(route("What did Tom use to do on Sundays?") == .facts)
    #expect(route("What does Tom need to do before Friday?") == .actionItems(person: "tom"))
  }

  /// The same people, with a roster: Tom and Ana are clients, Rosa staff, and Ana Ruiz, a
  /// namesake whose role is client, is not on it.
  var rosterDirectory: Directory {
    Directory(
      owner: "maya",
      people: [
        .init(id: "maya", name: "Maya Torres", role: "trainer"),
        .init(id: "ana2", name: "Ana Ruiz", role: "client"),
        .init(id: "tom", name: "Tom Hale", role: "client", relationship: "client"),
        .init(id: "ana", name: "Ana Silva", role: "client", relationship: "client"),
        .init(id: "rosa", name: "Rosa Marin", role: "staff", relationship: "staff"),
      ],
      rooms: directory.rooms.values.map { $0 }, keepsRoster: true)
  }

  func routeWithRoster(_ question: String) -> QuestionIntent {
    QuestionRouter.route(question, directory: rosterDirectory, chatNames: chats)
  }

  @Test func withARosterQuestionsAboutTheClientsAsAWholeAreAnsweredFromIt() {
    #expect(routeWithRoster("Which of my clients haven't messaged this week?") == .quietClients(days: 7))
    #expect(routeWithRoster("which clients have not written today") == .quietClients(days: 1))
    #expect(routeWithRoster("Which clients haven't messaged in 3 weeks?") == .quietClients(days: 21))
    #expect(routeWithRoster("Who are my clients?") == .clients)
    #expect(routeWithRoster("how many clients do I have") == .clients)
    #expect(routeWithRoster("Which clients have open action items?") == .clientsWithOpenItems)
    #expect(routeWithRoster("which of my clients have tasks outstanding") == .clientsWithOpenItems)
  }

  @Test func withARosterAQuestionThatAsksMoreThanWhoTheClientsAreGoesOnAsEver() {
    #expect(routeWithRoster("Which clients haven't replied to the survey?") == .facts, "not about time")
    #expect(routeWithRoster("Which clients have a knee injury?") == .facts)
    #expect(routeWithRoster("What did my clients say about the new prices?") == .facts)
    #expect(routeWithRoster("What are Tom's open action items?") == .actionItems(person: "tom"))
  }

  @Test func withoutARosterTheClientQuestionsRouteAsBefore() {
    #expect(route("Which of my clients haven't messaged this week?") == .facts, "no period of days it reads")
    #expect(route("Who are my clients?") == .facts)
    #expect(route("Which clients have open action items?") == .actionItems(person: nil))
  }

  @Test func withARosterAFirstNameIsTheClientBeforeANamesakeWhoIsNotOne() {
    #expect(routeWithRoster("What are Ana's goals?") == .profile(client: "ana", categories: [.goal]))
    #expect(routeWithRoster("What are Ana's open action items?") == .actionItems(person: "ana"))
    #expect(route("What are Ana's open action items?") == .actionItems(person: "ana"), "no namesake without")
  }
}
