//! The move notation (`R3 D2 L U`) from the outside: solutions written as text and read back
//! solve their boards, a scramble's text inverted by hand undoes it, and each kind of malformed
//! text is refused with its kind and position. The test plays text by hand (swapping the blank
//! with a neighbour, `tests/common/play.rs`) rather than trusting the crate's moves.

mod common;

use common::play::{blank_step, is_goal, play, step};
use slide_puzzle::error::{ErrorKind, NotationProblem};
use slide_puzzle::notation::{format_notation, MAX_NOTATION_CHARS};
use slide_puzzle::{
    apply_notation, parse_notation, random_solvable, to_notation, Board, Dir, Error, Rng, Shape,
    Solver,
};

#[test]
fn solutions_written_and_read_back_solve_their_boards() {
    let mut rng = Rng::seeded(2027);
    let mut solver = Solver::new();
    let mut boards = Vec::new();
    for _ in 0..40 {
        boards.push(random_solvable(Shape::square(3).unwrap(), &mut rng));
    }
    for (w, h) in [(2, 2), (4, 2), (2, 5), (3, 4), (6, 6), (8, 3)] {
        for _ in 0..3 {
            boards.push(random_solvable(Shape::new(w, h).unwrap(), &mut rng));
        }
    }
    for board in &boards {
        // Quick answers (optimal where cheap): the notation, not the solver, is under test.
        let moves = solver.solve_short(board).unwrap().moves;
        let text = to_notation(board, &moves).unwrap();
        // Written canonically: capitals, one space apart, no run split or left unmerged.
        for pair in text.split(' ').collect::<Vec<_>>().windows(2) {
            assert_ne!(pair[0].chars().next(), pair[1].chars().next(), "{text}");
        }
        assert!(!text.contains("  ") && text.chars().all(|c| "UDLR 0123456789".contains(c)));
        assert_eq!(
            text.split(' ')
                .filter(|t| !t.is_empty())
                .map(|t| t[1..].parse::<usize>().unwrap_or(1))
                .sum::<usize>(),
            moves.len()
        );
        let played = play(board.tiles(), board.width(), &text).expect("legal moves");
        assert!(is_goal(&played), "{text}");
        assert_eq!(parse_notation(&text).unwrap().len(), moves.len());
        let (end, tiles) = apply_notation(board, &text).unwrap();
        assert!(end.is_goal(), "{text}");
        assert_eq!(tiles, moves);
        // Lower case, no spaces: the same moves.
        let squeezed = text.to_lowercase().replace(' ', "");
        assert_eq!(apply_notation(board, &squeezed).unwrap().1, moves);
    }
}

#[test]
fn a_scramble_inverted_by_hand_returns_to_the_goal() {
    let mut rng = Rng::seeded(5);
    for (w, h) in [(3, 3), (4, 4), (5, 3), (2, 7)] {
        let goal = Board::goal(Shape::new(w, h).unwrap());
        // A random walk of the blank from the goal, drawn by the test: 200 legal moves.
        let mut tiles = goal.tiles().to_vec();
        let mut letters = Vec::new();
        while letters.len() < 200 {
            let letter = ['U', 'D', 'L', 'R'][rng.below(4) as usize];
            if let Some(next) = step(&tiles, w, blank_step(letter).unwrap()) {
                tiles = next;
                letters.push(letter);
            }
        }
        let scramble: String = letters.iter().flat_map(|&c| [c, ' ']).collect();
        let (scrambled, _) = apply_notation(&goal, &scramble).unwrap();
        assert_eq!(scrambled.tiles(), tiles.as_slice());
        // The inverse: the moves backwards, each the other way.
        let inverse: String = letters
            .iter()
            .rev()
            .map(|c| match c {
                'U' => 'd',
                'D' => 'u',
                'L' => 'r',
                _ => 'l',
            })
            .collect();
        assert!(apply_notation(&scrambled, &inverse).unwrap().0.is_goal());
        // The crate's own inverse agrees.
        let dirs: Vec<Dir> = parse_notation(&scramble)
            .unwrap()
            .into_iter()
            .rev()
            .map(Dir::inverse)
            .collect();
        let written = format_notation(&dirs);
        assert_eq!(
            parse_notation(&written).unwrap(),
            parse_notation(&inverse).unwrap()
        );
    }
}

#[test]
fn malformed_text_names_its_kind_and_position() {
    use NotationProblem::{
        CountTooLarge, CountWithoutLetter, NoTileToSlide, UnknownLetter, ZeroCount,
    };
    let board = Board::goal(Shape::square(3).unwrap());
    let unreadable = [
        ("R x", 3, UnknownLetter('x')),
        ("R2D2Z", 5, UnknownLetter('Z')),
        ("R→", 2, UnknownLetter('→')),
        ("R-1", 2, UnknownLetter('-')),
        ("D R0", 4, ZeroCount),
        ("R 100", 3, CountWithoutLetter),
        ("R100", 2, CountTooLarge),
        ("12", 1, CountWithoutLetter),
        ("R2 2", 4, CountWithoutLetter),
    ];
    // The goal's blank is in the bottom-right corner: no tile below it, two to its left.
    let unplayable = [
        (
            "R U",
            3,
            NoTileToSlide {
                dir: Dir::Up,
                nth: 1,
            },
        ),
        (
            "  r3",
            3,
            NoTileToSlide {
                dir: Dir::Right,
                nth: 3,
            },
        ),
    ];
    let cases = unreadable
        .map(|(text, at, problem)| (text, at, problem, ErrorKind::BadNotation))
        .into_iter()
        .chain(unplayable.map(|(text, at, problem)| (text, at, problem, ErrorKind::IllegalMove)));
    for (text, at, problem, kind) in cases {
        let err = apply_notation(&board, text).unwrap_err();
        assert_eq!(err, Error::BadNotation { at, problem }, "{text:?}");
        assert_eq!(err.kind(), kind, "{text:?}");
        assert!(
            err.to_string().contains(&format!("character {at}")),
            "{text:?}: {err}"
        );
    }
    let long = "U".repeat(MAX_NOTATION_CHARS + 1);
    let err = parse_notation(&long).unwrap_err();
    assert_eq!(
        err,
        Error::NotationTooLong {
            max: MAX_NOTATION_CHARS
        }
    );
    assert_eq!(err.kind(), ErrorKind::BadNotation);
    // A tile that cannot slide has no notation either.
    assert_eq!(
        to_notation(&board, &[1]),
        Err(Error::IllegalMove { tile: 1 })
    );
}

#[test]
fn a_huge_text_is_refused_before_it_is_read() {
    // Refused for its length before a character is parsed: a text whose first character is not
    // notation at all still gets the length error (a parser that read it first would name
    // character 1), and so does a text one character over the limit, at any length.
    let goal = Board::goal(Shape::square(4).unwrap());
    for huge in [
        format!("x{}", "R".repeat(20_000_000)),
        "R".repeat(20_000_000),
        format!("?{}", "U".repeat(MAX_NOTATION_CHARS)),
    ] {
        let err = apply_notation(&goal, &huge).unwrap_err();
        assert_eq!(
            err,
            Error::NotationTooLong {
                max: MAX_NOTATION_CHARS
            }
        );
        assert_eq!(err.kind(), ErrorKind::BadNotation);
        // The message says how long a text may be.
        assert!(err.to_string().contains("10000 characters"), "{err}");
    }
    // At the limit, the same bad first character is read and named where it stands.
    let at_limit = format!("?{}", "U".repeat(MAX_NOTATION_CHARS - 1));
    assert!(matches!(
        apply_notation(&goal, &at_limit),
        Err(Error::BadNotation { at: 1, .. })
    ));
}
