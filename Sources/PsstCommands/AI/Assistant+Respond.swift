import PsstAI
import PsstCore

extension Assistant {
  /// The embedded engine's answer: the retrieved messages and their threads, quoted.
  func respond(to question: String) throws -> Answer {
    let directory = try Directory(store, account: account)
    let hits = try retrieve(try withContext(question))
    let context = try ThreadContext(store: store, account: account).around(hits)
    return AnswerComposer().answer(question, from: hits, context: context, directory: directory)
  }
}
