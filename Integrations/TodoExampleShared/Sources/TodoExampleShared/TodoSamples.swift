/// Sample todos as JSON text, for seeding the example server and for the load script.
///
/// The text is written here once and read by both the JSONModelKit routes and the `Codable`
/// baseline, so the two serve the same data.
public enum TodoSamples {
    /// A todo of about 1 KB for seeding lists: a few tags, an assignee, three checklist items
    /// and an attachment.
    ///
    /// - Parameter index: Makes the text differ from one todo to the next.
    /// - Returns: A JSON object.
    public static func seedJSON(_ index: Int) -> String {
        let day = 1 + index % 28
        let checklist = (1...3).map { step in
            #"{"title": "Step \#(step) of task \#(index)", "done": \#(step == 1)}"#
        }
        return """
            {
              "title": "Task \(index): review the quarterly report",
              "notes": "Read the draft, check the numbers against the ledger and send comments to the team.",
              "completed": \(index % 3 == 0),
              "priority": "\(["low", "normal", "high"][index % 3])",
              "due_date": "2025-04-\(twoDigits(day))T17:00:00Z",
              "tags": ["finance", "quarterly", "team-\(index % 5)"],
              "assignee": {"name": "Person \(index)", "email": "person\(index)@example.org"},
              "checklist": [\(checklist.joined(separator: ", "))],
              "attachments": [
                {"name": "report-\(index).pdf", "url": "https://files.example.org/reports/\(index).pdf",
                 "size_bytes": \(120_000 + index), "uploaded_at": "2025-03-\(twoDigits(day))T09:30:00Z"}
              ]
            }
            """
    }

    /// A realistic request body of about 5 KB: nested objects, dates and arrays (a dozen
    /// checklist items, five attachments, ten comments).
    public static let largeBody: String = {
        let checklist = (1...12).map { step in
            #"{"title": "Checklist step \#(step): confirm the figures in section \#(step)", "done": \#(step % 2 == 0)}"#
        }
        let attachments = (1...5).map { number in
            """
            {"name": "appendix-\(number).xlsx", "url": "https://files.example.org/q1/appendix-\(number).xlsx", \
            "size_bytes": \(48_000 * number), "uploaded_at": "2025-03-1\(number)T08:1\(number):00Z"}
            """
        }
        let comments = (1...10).map { number in
            """
            {"author": {"name": "Reviewer \(number)", "email": "reviewer\(number)@example.org"}, \
            "text": "Comment \(number): the totals in table \(number) do not match the ledger export; \
            please re-run the query with the March cut-off and attach the result.", \
            "posted_at": "2025-03-2\(number % 10)T1\(number % 10):45:00Z"}
            """
        }
        return """
            {
              "title": "Prepare the Q1 financial report for the board meeting",
              "notes": "Collect the figures from every department, reconcile them with the ledger, \
            and write the summary. The board wants the draft a week before the meeting, with the \
            appendices attached and every open question answered in the comments.",
              "completed": false,
              "priority": "high",
              "due_date": "2025-04-15T17:00:00Z",
              "tags": ["finance", "board", "quarterly", "q1-2025", "reporting", "urgent"],
              "assignee": {"name": "Ann Lee", "email": "ann.lee@example.org"},
              "checklist": [
                \(checklist.joined(separator: ",\n    "))
              ],
              "attachments": [
                \(attachments.joined(separator: ",\n    "))
              ],
              "comments": [
                \(comments.joined(separator: ",\n    "))
              ]
            }
            """
    }()

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
