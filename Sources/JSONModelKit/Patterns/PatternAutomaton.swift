/// A deterministic automaton for a small compiled pattern: one table lookup per scalar of the
/// text, where the Pike VM keeps lists of threads and follows their jumps and splits.
///
/// Each state stands for the set of NFA instructions the Pike VM's threads are added at after a
/// scalar (before following the instructions that read none), so the answer is the Pike VM's
/// for every text. Scalars that every instruction of the program treats alike share a class,
/// and a transition is kept per state and class; ASCII scalars find their class in a table.
/// `^` holds only in the state the search starts in; `$` is decided by a state's two flags,
/// one for a scalar that follows and one for the end of the text.
///
/// Built by subset construction when the pattern is compiled, and only for programs without
/// word boundaries (`\b` and `\B` look at the scalars on both sides) and within
/// ``maximumInstructions``, ``maximumClasses`` and ``maximumStates``, so that building it costs
/// at most about a million steps; other patterns run on the Pike VM.
struct PatternAutomaton: Sendable {
    /// The most instructions a program may have to get an automaton.
    static let maximumInstructions = 256

    /// The most classes of scalars.
    static let maximumClasses = 64

    /// The most states (subset construction can need exponentially many; past this, the Pike VM
    /// runs the pattern).
    static let maximumStates = 64

    /// The transition to no state: no thread is left, nothing can match any more.
    private static let dead: Int16 = -1

    /// Flag of a state whose threads reach `match` when a scalar follows.
    private static let matchesBeforeScalar: UInt8 = 1

    /// Flag of a state whose threads reach `match` at the end of the text.
    private static let matchesAtEnd: UInt8 = 2

    /// The class of each ASCII scalar.
    private let asciiClasses: [UInt8]

    /// The first scalar of each run of scalars from 128 on that share a class, in order.
    private let upperStarts: [UInt32]

    /// The class of each run in ``upperStarts``.
    private let upperClasses: [UInt8]

    /// The number of classes: the width of a row of ``transitions``.
    private let classCount: Int

    /// The next state for each state and class, row by row (state 0 is the start), or ``dead``.
    private let transitions: [Int16]

    /// ``matchesBeforeScalar`` and ``matchesAtEnd`` for each state.
    private let flags: [UInt8]

    /// Builds the automaton of a program, or returns nil when the program has word boundaries
    /// or passes one of the limits.
    ///
    /// - Parameters:
    ///   - program: The instructions, ending with `match`.
    ///   - sets: The scalar sets the instructions point into.
    ///   - isAnchoredAtStart: Whether threads start only at the start of the text.
    init?(program: [PatternInstruction], sets: [ScalarSet], isAnchoredAtStart: Bool) {
        guard program.count <= Self.maximumInstructions else { return nil }
        for instruction in program {
            if case .wordBoundary = instruction { return nil }
        }
        guard let classes = ScalarClasses(program: program, sets: sets, limit: Self.maximumClasses) else {
            return nil
        }
        var builder = SubsetBuilder(program: program, sets: sets, classes: classes)
        guard builder.build(isAnchoredAtStart: isAnchoredAtStart, maximumStates: Self.maximumStates) else {
            return nil
        }
        asciiClasses = classes.asciiClasses
        upperStarts = classes.upperStarts
        upperClasses = classes.upperClasses
        classCount = classes.representatives.count
        transitions = builder.transitions
        flags = builder.flags.map {
            ($0.beforeScalar ? Self.matchesBeforeScalar : 0) | ($0.atEnd ? Self.matchesAtEnd : 0)
        }
    }

    /// Whether UTF-8 text matches, with the Pike VM's answer.
    ///
    /// - Parameter text: Valid UTF-8 (a truncated last sequence reads as U+FFFD).
    /// - Returns: True when some part of the text matches.
    /// - Complexity: O(n) for n bytes of text.
    func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Through buffers, so that the loop does not retain and release the arrays.
        transitions.withUnsafeBufferPointer { transitions in
            flags.withUnsafeBufferPointer { flags in
                asciiClasses.withUnsafeBufferPointer { asciiClasses in
                    run(text, transitions: transitions, flags: flags, asciiClasses: asciiClasses)
                }
            }
        }
    }

    /// Runs the automaton over the text.
    private func run(
        _ text: UnsafeBufferPointer<UInt8>,
        transitions: UnsafeBufferPointer<Int16>,
        flags: UnsafeBufferPointer<UInt8>,
        asciiClasses: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let count = text.count
        // The start state's threads before the first scalar, or at the end of an empty text.
        if count == 0 { return flags[0] & Self.matchesAtEnd != 0 }
        if flags[0] & Self.matchesBeforeScalar != 0 { return true }
        var state = 0
        var index = 0
        while true {
            let scalarClass: Int
            let lead = text[index]
            if lead < 0x80 {
                scalarClass = Int(asciiClasses[Int(lead)])
                index &+= 1
            } else {
                let (scalar, length) = PikeMachine.decode(text, at: index)
                scalarClass = upperClass(of: scalar)
                index &+= length
            }
            let next = transitions[state &* classCount &+ scalarClass]
            if next == Self.dead { return false }
            state = Int(next)
            if index >= count { return flags[state] & Self.matchesAtEnd != 0 }
            if flags[state] & Self.matchesBeforeScalar != 0 { return true }
        }
    }

    /// The class of a scalar from 128 on: the run it falls in.
    private func upperClass(of scalar: UInt32) -> Int {
        var low = 0
        var high = upperStarts.count
        // The last run whose start is at or before the scalar (the first run starts at 128).
        while high - low > 1 {
            let middle = (low + high) / 2
            if upperStarts[middle] <= scalar {
                low = middle
            } else {
                high = middle
            }
        }
        return Int(upperClasses[low])
    }
}

/// The scalars of a program sorted into classes: scalars in the same class are read alike by
/// every instruction that reads one.
private struct ScalarClasses {
    /// The class of each ASCII scalar.
    var asciiClasses: [UInt8] = []

    /// The first scalar of each run of scalars from 128 on that share a class.
    var upperStarts: [UInt32] = []

    /// The class of each run.
    var upperClasses: [UInt8] = []

    /// One scalar of each class, by class.
    var representatives: [UInt32] = []

    /// Sorts the scalars into classes, or returns nil when there are more than `limit`.
    init?(program: [PatternInstruction], sets: [ScalarSet], limit: Int) {
        // Where what an instruction reads can change: the starts of the runs to compare. Values
        // past U+10FFFF (which only bytes that are not UTF-8 decode to) are a run of their own,
        // read by no instruction, as the Pike VM reads them.
        var starts: Set<UInt32> = [0, 128, 0x11_0000]
        func addRange(_ lower: UInt32, _ upper: UInt32) {
            starts.insert(lower)
            starts.insert(upper + 1)
        }
        var readers: [PatternInstruction] = []
        for instruction in program {
            switch instruction {
            case .scalar(let value):
                addRange(value, value)
                readers.append(instruction)
            case .scalarSet(let index):
                for range in sets[index].ranges { addRange(range.lowerBound, range.upperBound) }
                readers.append(instruction)
            default:
                continue
            }
        }
        var classOfSignature: [[Bool]: UInt8] = [:]
        var runClasses: [(start: UInt32, class: UInt8)] = []
        for start in starts.sorted() {
            let signature = readers.map { PatternAutomaton.reads($0, start, sets: sets) }
            let runClass: UInt8
            if let known = classOfSignature[signature] {
                runClass = known
            } else {
                guard representatives.count < limit else { return nil }
                runClass = UInt8(representatives.count)
                classOfSignature[signature] = runClass
                representatives.append(start)
            }
            runClasses.append((start, runClass))
        }
        var run = 0
        for scalar in UInt32(0)..<128 {
            while run + 1 < runClasses.count, runClasses[run + 1].start <= scalar { run += 1 }
            asciiClasses.append(runClasses[run].class)
        }
        for (start, runClass) in runClasses where start >= 128 && upperClasses.last != runClass {
            upperStarts.append(start)
            upperClasses.append(runClass)
        }
    }
}

extension PatternAutomaton {
    /// Whether an instruction that reads a scalar reads this one.
    fileprivate static func reads(_ instruction: PatternInstruction, _ scalar: UInt32, sets: [ScalarSet]) -> Bool {
        switch instruction {
        case .scalar(let value): value == scalar
        case .scalarSet(let index): sets[index].contains(scalar)
        default: false
        }
    }
}

/// The subset construction of ``PatternAutomaton``.
private struct SubsetBuilder {
    /// What the threads of a state reach by instructions that read no scalar.
    struct Flags {
        /// Whether they reach `match` when a scalar follows (`$` does not hold).
        var beforeScalar: Bool
        /// Whether they reach `match` at the end of the text (`$` holds).
        var atEnd: Bool
    }

    /// A state: the instructions threads are added at, and whether this is the start of the
    /// text (`^` holds).
    struct StateKey: Hashable {
        /// The instructions, sorted.
        var instructions: [Int]
        /// Whether no scalar precedes.
        var atStart: Bool
    }

    /// The program.
    let program: [PatternInstruction]

    /// Its scalar sets.
    let sets: [ScalarSet]

    /// Its classes of scalars.
    let classes: ScalarClasses

    /// The transitions, row by row.
    private(set) var transitions: [Int16] = []

    /// The flags of each state.
    private(set) var flags: [Flags] = []

    init(program: [PatternInstruction], sets: [ScalarSet], classes: ScalarClasses) {
        self.program = program
        self.sets = sets
        self.classes = classes
    }

    /// Builds every state reachable from the start, or returns false past `maximumStates`.
    mutating func build(isAnchoredAtStart: Bool, maximumStates: Int) -> Bool {
        var states = [StateKey(instructions: [0], atStart: true)]
        var numbers = [states[0]: 0]
        var next = 0
        while next < states.count {
            let state = states[next]
            next += 1
            let (readers, beforeScalar) = closure(of: state, atEnd: false)
            let atEnd = closure(of: state, atEnd: true).reachesMatch
            flags.append(Flags(beforeScalar: beforeScalar, atEnd: atEnd))
            for representative in classes.representatives {
                var targets = Set<Int>()
                for reader in readers where PatternAutomaton.reads(program[reader], representative, sets: sets) {
                    targets.insert(reader + 1)
                }
                if !isAnchoredAtStart { targets.insert(0) }
                guard !targets.isEmpty else {
                    transitions.append(-1)
                    continue
                }
                let key = StateKey(instructions: targets.sorted(), atStart: false)
                if let number = numbers[key] {
                    transitions.append(Int16(number))
                } else {
                    guard states.count < maximumStates else { return false }
                    numbers[key] = states.count
                    transitions.append(Int16(states.count))
                    states.append(key)
                }
            }
        }
        return true
    }

    /// The instructions that read a scalar, reachable from a state's instructions without
    /// reading one, and whether `match` is reachable so, as the Pike VM's `addThread` follows
    /// them: `^` holds at the start, `$` at the end.
    private func closure(of state: StateKey, atEnd: Bool) -> (readers: [Int], reachesMatch: Bool) {
        var visited = [Bool](repeating: false, count: program.count)
        var stack = state.instructions
        var readers: [Int] = []
        var reachesMatch = false
        for instruction in stack { visited[instruction] = true }
        while let instruction = stack.popLast() {
            var targets: [Int] = []
            switch program[instruction] {
            case .scalar, .scalarSet:
                readers.append(instruction)
            case .match:
                reachesMatch = true
            case .jump(let target):
                targets = [target]
            case .split(let first, let second):
                targets = [first, second]
            case .textStart:
                if state.atStart { targets = [instruction + 1] }
            case .textEnd:
                if atEnd { targets = [instruction + 1] }
            case .wordBoundary:
                // Programs with word boundaries get no automaton.
                continue
            }
            for target in targets where !visited[target] {
                visited[target] = true
                stack.append(target)
            }
        }
        return (readers, reachesMatch)
    }
}
