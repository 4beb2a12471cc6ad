/// The Pike VM: every thread of the NFA advanced together, one scalar of the text at a time.
extension JSONSchemaPattern {
    /// Whether UTF-8 text matches the pattern anywhere: by the ``automaton`` when the pattern
    /// has one, otherwise by the Pike VM (``matchesWithPikeVM(utf8:)``).
    ///
    /// - Parameter text: Valid UTF-8 (a truncated last sequence reads as U+FFFD).
    /// - Returns: True when some part of the text matches.
    /// - Complexity: O(n × m) for n scalars of text and m instructions; O(n) with an automaton.
    func matches(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let automaton { return automaton.matches(utf8: text) }
        return matchesWithPikeVM(utf8: text)
    }

    /// Whether UTF-8 text matches the pattern anywhere, on the Pike VM even when the pattern has
    /// an automaton (the tests compare the two).
    ///
    /// Each scalar of the text is read once, and each instruction is visited at most once per
    /// scalar, so the time is linear in the text for a given pattern. The two thread lists and
    /// the stack of the closure are allocated once per call (on the stack when they are small),
    /// and reused for every scalar.
    ///
    /// - Parameter text: Valid UTF-8 (a truncated last sequence reads as U+FFFD).
    /// - Returns: True when some part of the text matches.
    /// - Complexity: O(n × m) for n scalars of text and m instructions.
    func matchesWithPikeVM(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        // The program and its sets are read through buffers so that the loop per scalar does
        // not retain and release the arrays.
        instructions.withUnsafeBufferPointer { program in
            sets.withUnsafeBufferPointer { sets in
                run(text, program: program, sets: sets)
            }
        }
    }

    /// Runs the program with its thread lists allocated for this one call.
    private func run(
        _ text: UnsafeBufferPointer<UInt8>,
        program: UnsafeBufferPointer<PatternInstruction>,
        sets: UnsafeBufferPointer<ScalarSet>
    ) -> Bool {
        let size = program.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: size * 5) { storage in
            guard let base = storage.baseAddress else { return false }
            base.initialize(repeating: 0, count: size * 5)
            var machine = PikeMachine(
                program: program,
                sets: sets,
                current: ThreadList(dense: base, sparse: base + size),
                next: ThreadList(dense: base + 2 * size, sparse: base + 3 * size),
                stack: base + 4 * size
            )
            return machine.run(text, isAnchoredAtStart: isAnchoredAtStart)
        }
    }
}

/// The set of instructions the threads are at, as a sparse set: O(1) insert, test and clear.
struct ThreadList {
    /// The instructions in the set, in insertion order, in `dense[0..<count]`.
    let dense: UnsafeMutablePointer<Int32>

    /// For each instruction, its index in `dense` if it is in the set.
    let sparse: UnsafeMutablePointer<Int32>

    /// How many instructions are in the set.
    var count = 0

    /// Whether the set holds an instruction.
    @inline(__always)
    func contains(_ instruction: Int) -> Bool {
        let index = Int(sparse[instruction])
        return index < count && Int(dense[index]) == instruction
    }

    /// Adds an instruction that is not in the set.
    @inline(__always)
    mutating func insert(_ instruction: Int) {
        dense[count] = Int32(truncatingIfNeeded: instruction)
        sparse[instruction] = Int32(truncatingIfNeeded: count)
        count += 1
    }
}

/// One run of the Pike VM over one text.
struct PikeMachine {
    /// A scalar value no scalar has: before the start or past the end of the text.
    static let noScalar = UInt32.max

    /// The program.
    let program: UnsafeBufferPointer<PatternInstruction>

    /// The scalar sets the program points into.
    let sets: UnsafeBufferPointer<ScalarSet>

    /// The threads about to read the current scalar.
    var current: ThreadList

    /// The threads that have read it, about to read the next one.
    var next: ThreadList

    /// The work stack of ``addThread(_:to:previous:following:)``, one slot per instruction.
    let stack: UnsafeMutablePointer<Int32>

    /// Runs the program over the text.
    ///
    /// - Parameters:
    ///   - text: Valid UTF-8.
    ///   - isAnchoredAtStart: Whether threads start only at the start of the text.
    /// - Returns: True as soon as a thread reaches `match`.
    mutating func run(_ text: UnsafeBufferPointer<UInt8>, isAnchoredAtStart: Bool) -> Bool {
        var (scalar, length) = Self.decode(text, at: 0)
        var index = 0
        if addThread(0, to: &current, previous: Self.noScalar, following: scalar) { return true }
        while scalar != Self.noScalar {
            let nextIndex = index + length
            let (following, followingLength) = Self.decode(text, at: nextIndex)
            next.count = 0
            for slot in 0..<current.count {
                let instruction = Int(current.dense[slot])
                let advances: Bool
                switch program[instruction] {
                case .scalar(let value): advances = value == scalar
                case .scalarSet(let set): advances = sets[set].contains(scalar)
                default: advances = false
                }
                if advances, addThread(instruction + 1, to: &next, previous: scalar, following: following) {
                    return true
                }
            }
            if !isAnchoredAtStart, addThread(0, to: &next, previous: scalar, following: following) {
                return true
            }
            if next.count == 0 && isAnchoredAtStart { return false }
            swap(&current, &next)
            (scalar, length, index) = (following, followingLength, nextIndex)
        }
        return false
    }

    /// Adds a thread at an instruction and every instruction reachable from it without reading
    /// a scalar (the closure), between the scalars `previous` and `following`.
    ///
    /// - Returns: True when the closure reaches `match`.
    @inline(__always)
    private func addThread(
        _ start: Int,
        to list: inout ThreadList,
        previous: UInt32,
        following: UInt32
    ) -> Bool {
        if list.contains(start) { return false }
        list.insert(start)
        var depth = 1
        stack[0] = Int32(truncatingIfNeeded: start)
        while depth > 0 {
            depth -= 1
            let instruction = Int(stack[depth])
            var targets = (-1, -1)
            switch program[instruction] {
            case .scalar, .scalarSet:
                continue
            case .match:
                return true
            case .jump(let target):
                targets.0 = target
            case .split(let first, let second):
                targets = (first, second)
            case .textStart:
                if previous == Self.noScalar { targets.0 = instruction + 1 }
            case .textEnd:
                if following == Self.noScalar { targets.0 = instruction + 1 }
            case .wordBoundary(let negated):
                if (Self.isWord(previous) != Self.isWord(following)) != negated { targets.0 = instruction + 1 }
            }
            // The second target is pushed first so the first is explored first (the order does
            // not change the answer, only which thread gets there first).
            push(targets.1, to: &list, depth: &depth)
            push(targets.0, to: &list, depth: &depth)
        }
        return false
    }

    /// Pushes an instruction on the work stack unless it is already in the list (or is -1).
    @inline(__always)
    private func push(_ target: Int, to list: inout ThreadList, depth: inout Int) {
        guard target >= 0, !list.contains(target) else { return }
        list.insert(target)
        stack[depth] = Int32(truncatingIfNeeded: target)
        depth += 1
    }

    /// Whether a scalar is a word scalar for `\b` (ECMA-262: ASCII letters, digits and `_`).
    @inline(__always)
    private static func isWord(_ value: UInt32) -> Bool {
        value < 128 && ScalarSet.wordScalars.contains(value)
    }

    /// Decodes the scalar at a byte index of valid UTF-8.
    ///
    /// - Returns: The scalar's value and its length in bytes; ``noScalar`` and 0 at the end. A
    ///   sequence cut short by the end reads as U+FFFD and takes the remaining bytes.
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        guard index < text.count else { return (noScalar, 0) }
        let lead = UInt32(text[index])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= text.count else { return (0xFFFD, text.count - index) }
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | UInt32(text[index + offset]) & 0x3F
        }
        return (value, length)
    }
}
