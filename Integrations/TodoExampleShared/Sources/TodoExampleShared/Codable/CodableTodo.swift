import Foundation

// The load scripts' baseline: the same JSON served by a plain Hummingbird or Vapor app, with
// `Codable` structs and the framework's default `JSONDecoder`/`JSONEncoder`. It mirrors `Todo` closely
// enough for the routes the script calls (the keys with defaults in `Todo` are optionals here,
// as synthesized `Codable` has no defaults for missing keys).

/// `Todo` as a `Codable` struct.
public struct CodableTodo: Codable, Sendable {
    /// Set by the server.
    public var id: Int?
    /// What to do.
    public var title: String
    /// Free text.
    public var notes: String?
    /// Whether it is done.
    public var completed: Bool?
    /// How urgent it is.
    public var priority: Priority?
    /// When it is due.
    public var dueDate: Date?
    /// When the server stored it.
    public var createdAt: Date?
    /// Labels.
    public var tags: [String]?
    /// Who does it.
    public var assignee: CodablePerson?
    /// Steps.
    public var checklist: [CodableChecklistItem]?
    /// Linked files.
    public var attachments: [CodableAttachment]?
    /// Discussion.
    public var comments: [CodableComment]?

    private enum CodingKeys: String, CodingKey {
        case id, title, notes, completed, priority, tags, assignee, checklist, attachments, comments
        case dueDate = "due_date"
        case createdAt = "created_at"
    }
}

/// `Person` as a `Codable` struct.
public struct CodablePerson: Codable, Sendable {
    /// The display name.
    public var name: String
    /// The e-mail address.
    public var email: String
}

/// `ChecklistItem` as a `Codable` struct.
public struct CodableChecklistItem: Codable, Sendable {
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var done: Bool?
}

/// `Attachment` as a `Codable` struct.
public struct CodableAttachment: Codable, Sendable {
    /// The file name.
    public var name: String
    /// Where the file is.
    public var url: URL
    /// The file size in bytes.
    public var sizeBytes: Int
    /// When it was attached.
    public var uploadedAt: Date

    private enum CodingKeys: String, CodingKey {
        case name, url
        case sizeBytes = "size_bytes"
        case uploadedAt = "uploaded_at"
    }
}

/// `Comment` as a `Codable` struct.
public struct CodableComment: Codable, Sendable {
    /// Who wrote it.
    public var author: CodablePerson
    /// What they wrote.
    public var text: String
    /// When.
    public var postedAt: Date

    private enum CodingKeys: String, CodingKey {
        case author, text
        case postedAt = "posted_at"
    }
}
