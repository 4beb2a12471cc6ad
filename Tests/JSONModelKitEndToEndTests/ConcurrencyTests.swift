import Foundation
import JSONModelKit
import Testing

// Classes used by no other test, so the concurrent tasks below are their very first use.

final class ConcurrentLeaf: JSONModel {
    var label = ""
    var weight = 0.0
}

class ConcurrentBase: JSONModel {
    var identifier = 0
    @Optional var notes: String? = nil
}

final class ConcurrentTree: ConcurrentBase {
    var title = ""
    var leaves: [ConcurrentLeaf] = []
    var branches: [ConcurrentTree] = []
    @DateOnly var planted = Date(timeIntervalSince1970: 0)
}

final class ConcurrentFlat: JSONModel {
    var userID = 0
    var imageURL: URL? = nil
}

@Suite("Concurrency")
struct ConcurrencyTests {
    static let treeJSON =
        #"{"identifier":1,"title":"oak","leaves":[{"label":"a","weight":0.5}],"branches":[{"identifier":2,"title":"twig","leaves":[],"branches":[],"planted":"2001-02-03"}],"planted":"1999-12-31"}"#
    static let flatJSON = #"{"user_id":7,"image_url":"https://example.com/i.png"}"#

    @Test func firstUseFromManyTasksAtOnce() async throws {
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for index in 0..<16 {
                group.addTask {
                    var outputs: [String] = []
                    for _ in 0..<25 {
                        if index.isMultiple(of: 2) {
                            let tree = try ConcurrentTree.fromJSONString(Self.treeJSON)
                            outputs.append(try tree.toJSONString(options: compact))
                        } else {
                            let flat = try ConcurrentFlat.fromJSONString(Self.flatJSON)
                            outputs.append(try flat.toJSONString(options: compact))
                        }
                    }
                    return outputs
                }
            }
            var all: [[String]] = []
            for try await outputs in group {
                all.append(outputs)
            }
            return all
        }

        #expect(results.count == 16)
        let outputs = Set(results.flatMap { $0 })
        #expect(outputs == [Self.treeJSON, Self.flatJSON])
    }

    @Test func concurrentDecodeAndEncodeOfSharedClasses() async throws {
        let count = try await withThrowingTaskGroup(of: Int.self) { group in
            for taskIndex in 0..<8 {
                group.addTask {
                    var checked = 0
                    for iteration in 0..<50 {
                        let json = #"{"make":"M\#(taskIndex)","year":\#(iteration)}"#
                        let car = try Car.fromJSONString(json)
                        guard car.make == "M\(taskIndex)", car.year == iteration,
                            try car.toJSONString(options: compact) == json
                        else { continue }
                        checked += 1
                    }
                    return checked
                }
            }
            var total = 0
            for try await checked in group {
                total += checked
            }
            return total
        }
        #expect(count == 8 * 50)
    }

    @Test func errorsAreConsistentUnderConcurrency() async {
        let descriptions = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    do throws(JSONModelError) {
                        _ = try Employee.fromJSONString(
                            #"{"name":"Ann","date_of_birth":"1990-04-12","preferred_bands":[],"cars":[{"make":"VW","year":"2001"}],"employee_id":1}"#
                        )
                        return "no error"
                    } catch {
                        return error.description
                    }
                }
            }
            var all: Set<String> = []
            for await description in group {
                all.insert(description)
            }
            return all
        }
        #expect(descriptions == [#"Employee.cars[0].year (line 1, column 93): expected Int, found string "2001""#])
    }
}
