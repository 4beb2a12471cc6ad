import Foundation
import JSONModelKit

/// A todo: the example server's model, a `JSONModel` subclass.
///
/// JSON keys are the snake_case property names (`due_date`, `created_at`); dates are ISO 8601.
/// `title` is required; the `@Optional` properties keep their defaults when missing. The
/// server sets `id` and `created_at`.
public final class Todo: JSONModel {
    /// Set by the server when the todo is stored.
    public var id: Int? = nil
    /// What to do: 1 to 200 characters.
    public var title = ""
    /// Free text.
    public var notes: String? = nil
    /// Whether it is done.
    @Optional public var completed = false
    /// How urgent it is.
    @Optional public var priority = Priority.normal
    /// When it is due.
    public var dueDate: Date? = nil
    /// When the server stored it.
    public var createdAt: Date? = nil
    /// Labels.
    @Optional public var tags: [String] = []
    /// Who does it.
    public var assignee: Person? = nil
    /// Steps.
    @Optional public var checklist: [ChecklistItem] = []
    /// Linked files.
    @Optional public var attachments: [Attachment] = []
    /// Discussion.
    @Optional public var comments: [Comment] = []

    /// What valid values are, beyond their types: checked while the body is decoded, each
    /// failure a `constraintViolated` entry of the 422 response, and written into the JSON
    /// Schema and OpenAPI documents as keywords (`minLength: 1` for the title), so that the
    /// documents say every rule the server applies.
    public override class var constraints: [String: [Constraint]] {
        [
            "title": [.length(1...200)],
            "notes": [.length(...10_000)],
            "tags": [.count(...20), .uniqueItems, .each(.length(1...32))],
        ]
    }

    /// A deep copy, for handing a stored todo out of the store without sharing it.
    ///
    /// - Returns: A new todo with the same values.
    public func copy() -> sending Todo {
        let copy = Todo()
        copy.id = id
        copy.title = title
        copy.notes = notes
        copy.completed = completed
        copy.priority = priority
        copy.dueDate = dueDate
        copy.createdAt = createdAt
        copy.tags = tags
        copy.assignee = assignee?.copy()
        // Loops rather than `map`: each `copy()` result is disconnected from `self`, which the
        // compiler can prove for a loop but not through `map`'s closure.
        for item in checklist {
            copy.checklist.append(item.copy())
        }
        for attachment in attachments {
            copy.attachments.append(attachment.copy())
        }
        for comment in comments {
            copy.comments.append(comment.copy())
        }
        return copy
    }
}

/// How urgent a todo is.
public enum Priority: String, Sendable, Codable {
    /// Some day.
    case low
    /// The default.
    case normal
    /// Now.
    case high
}

/// A person a todo is assigned to or a comment is written by.
public final class Person: JSONModel {
    /// The display name.
    public var name = ""
    /// The e-mail address.
    public var email = ""

    /// A copy with the same values.
    ///
    /// - Returns: A new person.
    public func copy() -> sending Person {
        let copy = Person()
        copy.name = name
        copy.email = email
        return copy
    }
}

/// One step of a todo.
public final class ChecklistItem: JSONModel {
    /// What to do.
    public var title = ""
    /// Whether it is done.
    @Optional public var done = false

    /// A copy with the same values.
    ///
    /// - Returns: A new item.
    public func copy() -> sending ChecklistItem {
        let copy = ChecklistItem()
        copy.title = title
        copy.done = done
        return copy
    }
}

/// A file linked to a todo.
public final class Attachment: JSONModel {
    /// The file name.
    public var name = ""
    // `isDirectory:` given, so that making the default URL does not ask the file system.
    /// Where the file is.
    public var url = URL(fileURLWithPath: "/", isDirectory: true)
    /// The file size in bytes.
    public var sizeBytes = 0
    /// When it was attached.
    public var uploadedAt = Date(timeIntervalSince1970: 0)

    /// A copy with the same values.
    ///
    /// - Returns: A new attachment.
    public func copy() -> sending Attachment {
        let copy = Attachment()
        copy.name = name
        copy.url = url
        copy.sizeBytes = sizeBytes
        copy.uploadedAt = uploadedAt
        return copy
    }
}

/// A comment on a todo.
public final class Comment: JSONModel {
    /// Who wrote it.
    public var author = Person()
    /// What they wrote.
    public var text = ""
    /// When.
    public var postedAt = Date(timeIntervalSince1970: 0)

    /// A copy with the same values.
    ///
    /// - Returns: A new comment.
    public func copy() -> sending Comment {
        let copy = Comment()
        copy.author = author.copy()
        copy.text = text
        copy.postedAt = postedAt
        return copy
    }
}
