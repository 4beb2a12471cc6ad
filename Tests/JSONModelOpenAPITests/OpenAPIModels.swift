import Foundation
import JSONModelKit

// Models for the OpenAPI tests: the todo, recursive types, a model that differs
// between decoding and encoding and one that does not, two types with one simple name, a
// struct, and constraints.

/// The model: a `Bool` (decoding also takes 0 and 1) makes its input and output differ.
final class Todo: JSONModel {
    var id: Int? = nil
    var title = ""
    @Optional var completed = false
    @Optional var priority = TodoPriority.normal
    var dueDate: Date? = nil
    @Optional var tags: [String] = []
    var assignee: Contact? = nil

    override class var constraints: [String: [Constraint]] {
        [
            "title": [.length(1...200)],
            "tags": [.count(...20), .uniqueItems, .each(.length(1...32))],
        ]
    }
}

/// How urgent a todo is.
enum TodoPriority: String {
    case low
    case normal
    case high
}

/// Strings only: the same schema in both modes, so one component.
final class Contact: JSONModel {
    var name = ""
    var email = ""
}

/// A tree: a model that refers to itself through an array.
final class Node: JSONModel {
    var name = ""
    var children: [Node] = []
}

/// A model that refers to itself through an optional.
final class Friend: JSONModel {
    var name = ""
    var friend: Friend? = nil
}

/// The same in both modes itself, but it refers to `Todo`, which is not: it is split too.
final class TodoList: JSONModel {
    var name = ""
    var todos: [Todo] = []
}

/// Two types whose simple name is `Item`.
enum Shop {
    final class Item: JSONModel {
        var sku = ""
        var price = 0.0
    }
}

/// Two types whose simple name is `Item`.
enum Warehouse {
    final class Item: JSONModel {
        var shelf = 0
    }
}

/// An order that holds both kinds of `Item`.
final class Order: JSONModel {
    var bought: [Shop.Item] = []
    var stored: Warehouse.Item? = nil
}

/// A struct model.
struct Point: JSONStruct {
    var x = 0.0
    var y = 0.0
}

/// Constraints of each kind, which must appear as keywords.
final class SignUp: JSONModel {
    var username = ""
    var age = 0
    var price = 0.0
    var scores: [String: Int] = [:]

    override class var constraints: [String: [Constraint]] {
        [
            "username": [.length(3...20), .pattern("^[a-z0-9_]+$")],
            "age": [.range(13...130)],
            "price": [.greaterThan(0), .multipleOf("0.01")],
            "scores": [.count(...5)],
        ]
    }
}

/// A type the library cannot map: a plain class.
final class NotAModel {}

/// A model of the app's own whose simple name is the problem's.
enum Billing {
    final class ProblemDetails: JSONModel {
        var invoice = ""
    }
}
