//! The board of the day ([`slide_puzzle::shuffle::daily`]): the same for everyone on a date,
//! different from day to day, solvable, pinned on two dates, and refused on dates that do not
//! exist.

use std::collections::HashSet;

use slide_puzzle::shuffle::{daily, daily_on_day, date_of_day};
use slide_puzzle::{Board, Error, Shape};

fn shape(width: usize, height: usize) -> Shape {
    Shape::new(width, height).unwrap()
}

/// Whether `board` can reach the goal, by counting inversions here: on a board of odd width
/// their number is even; on an even width, it has the other parity than the blank's row
/// counted from the bottom (1 for the bottom row), as on the goal (no inversions, row 1).
fn solvable(board: &Board) -> bool {
    let tiles: Vec<u8> = board.tiles().iter().copied().filter(|&t| t != 0).collect();
    let inversions = (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum::<usize>();
    if board.width() % 2 == 1 {
        inversions % 2 == 0
    } else {
        let row_from_bottom = board.height() - board.blank() / board.width();
        (inversions + row_from_bottom) % 2 == 1
    }
}

/// Two dates' boards, computed once and written here (and checked then against a separate
/// implementation of the documented recipe in another language): a change to the recipe, or a
/// platform that computes it differently, fails this test.
#[test]
fn two_dates_are_pinned() {
    assert_eq!(
        daily(shape(4, 4), 2026, 1, 1).unwrap().tiles(),
        &[6, 7, 0, 15, 11, 4, 9, 2, 12, 3, 14, 5, 1, 10, 13, 8]
    );
    assert_eq!(
        daily(shape(3, 3), 2026, 12, 31).unwrap().tiles(),
        &[4, 0, 2, 8, 1, 7, 3, 5, 6]
    );
    assert_eq!(
        daily(shape(4, 3), 2027, 2, 28).unwrap().tiles(),
        &[9, 11, 7, 6, 1, 8, 4, 5, 0, 10, 2, 3]
    );
}

/// The same date gives the same board, by date or by day number, and the shape is kept.
#[test]
fn same_date_same_board() {
    for (width, height) in [(3, 3), (4, 4), (5, 5), (4, 3), (2, 8), (8, 8)] {
        let s = shape(width, height);
        let board = daily(s, 2026, 7, 4).unwrap();
        assert_eq!(board.shape(), s);
        assert_eq!(daily(s, 2026, 7, 4).unwrap(), board);
        assert_eq!(daily_on_day(s, 20_638).unwrap(), board);
    }
}

/// A year of days gives a year of different 4×4 and 5×5 boards, each solvable and none the
/// goal; the 3×3 boards (181,440 of them) repeat only by chance, rarely.
#[test]
fn every_day_a_new_solvable_board() {
    let first = 20_454; // 2026-01-01
    for side in [4, 5] {
        let mut seen = HashSet::new();
        for day in first..first + 365 {
            let board = daily_on_day(Shape::square(side).unwrap(), day).unwrap();
            assert!(solvable(&board) && !board.is_goal(), "day {day}: {board:?}");
            assert!(seen.insert(board), "day {day} repeats an earlier board");
        }
    }
    let threes: HashSet<Board> = (first..first + 365)
        .map(|day| daily_on_day(shape(3, 3), day).unwrap())
        .collect();
    assert!(
        threes.len() >= 360,
        "{} distinct 3×3 boards in a year",
        threes.len()
    );
    assert!(threes.iter().all(|b| solvable(b) && !b.is_goal()));
    for (width, height) in [(2, 2), (3, 2), (2, 5), (4, 3), (7, 5), (16, 16)] {
        let board = daily(shape(width, height), 2026, 5, 1).unwrap();
        assert!(solvable(&board), "{width}×{height}");
    }
}

/// Dates that do not exist, and years outside 1 to 9999, are refused with a message naming
/// the date; leap days are taken in leap years only.
#[test]
fn invalid_dates_are_refused() {
    let s = shape(4, 4);
    for (year, month, day) in [
        (2026, 2, 29),
        (1900, 2, 29),
        (2024, 2, 30),
        (2026, 4, 31),
        (2026, 13, 1),
        (2026, 0, 1),
        (2026, 1, 0),
        (2026, 1, 32),
        (0, 1, 1),
        (-5, 1, 1),
        (10_000, 1, 1),
    ] {
        let err = daily(s, year, month, day).unwrap_err();
        assert_eq!(err, Error::BadDate { year, month, day });
        assert_eq!(err.kind().name(), "BadArgument");
    }
    assert!(daily(s, 2026, 2, 29)
        .unwrap_err()
        .to_string()
        .starts_with("2026-02-29 is not a date"));
    for (year, month, day) in [(2024, 2, 29), (2000, 2, 29), (1, 1, 1), (9999, 12, 31)] {
        assert!(daily(s, year, month, day).is_ok(), "{year}-{month}-{day}");
    }
    assert!(daily_on_day(s, -719_162).is_ok()); // 0001-01-01
    assert!(daily_on_day(s, -719_163).is_err());
    assert!(daily_on_day(s, 2_932_896).is_ok()); // 9999-12-31
    assert!(daily_on_day(s, 2_932_897).is_err());
    assert!(daily_on_day(s, i32::MIN).is_err() && daily_on_day(s, i32::MAX).is_err());
}

/// Day numbers count days from 1970-01-01: checked against a calendar walked a day at a time
/// here, from 1900 to 2100.
#[test]
fn day_numbers_follow_the_calendar() {
    let leap = |y: i32| y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let length = |y: i32, m: u32| match m {
        2 if leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    let (mut year, mut month, mut day) = (1900, 1, 1);
    let mut number = -25_567; // 1900-01-01
    while year < 2100 {
        assert_eq!(date_of_day(number), (year, month, day), "day {number}");
        number += 1;
        day += 1;
        if day > length(year, month) {
            day = 1;
            month += 1;
            if month > 12 {
                month = 1;
                year += 1;
            }
        }
    }
    assert_eq!(date_of_day(0), (1970, 1, 1));
}
