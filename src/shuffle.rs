//! Dealing boards: a uniformly random solvable board that is not the goal.
//!
//! A random walk from the goal is *not* uniform (short walks stay near the goal, and a walk of
//! fixed length fixes the blank's colour on the chequerboard), so instead: draw a uniformly random
//! permutation (Fisher–Yates), and if it is unsolvable swap the last two real tiles. That swap
//! flips the inversion parity without moving the blank, and it is its own inverse, so it pairs
//! every unsolvable permutation with exactly one solvable one: each solvable board is reached
//! from exactly two permutations and the result is uniform. The goal is rejected and redrawn.

use crate::board::Board;
use crate::error::Error;
use crate::shape::Shape;
use crate::solvability::is_solvable;

/// A small, fast pseudo-random generator (`SplitMix64`), seeded from the platform's entropy or
/// from a fixed number for reproducible tests.
///
/// ```
/// use slide_puzzle::Rng;
/// let mut a = Rng::seeded(7);
/// let mut b = Rng::seeded(7);
/// assert_eq!(a.below(1000), b.below(1000));
/// assert!(a.below(6) < 6);
/// ```
#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn seeded(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A generator seeded from the operating system (natively) or `crypto.getRandomValues`
    /// (in the browser).
    ///
    /// # Errors
    /// [`Error::Random`] if the platform has no source of randomness.
    pub fn from_entropy() -> Result<Rng, Error> {
        let mut seed = [0u8; 8];
        getrandom::fill(&mut seed).map_err(|_| Error::Random)?;
        Ok(Rng::seeded(u64::from_le_bytes(seed)))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..bound` (Lemire's method, without modulo bias).
    #[expect(
        clippy::cast_possible_truncation,
        reason = "Lemire's method: the low 32 bits of the random word and of the product, on purpose"
    )]
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "below(0) has no value to return");
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let product = u64::from(self.next_u64() as u32) * u64::from(bound);
            if (product as u32) >= threshold {
                return (product >> 32) as u32;
            }
        }
    }
}

/// A uniformly random solvable board of `shape` that is not the goal.
///
/// ```
/// use slide_puzzle::{random_solvable, is_solvable, Rng, Shape};
/// let board = random_solvable(Shape::new(4, 3)?, &mut Rng::seeded(1));
/// assert_eq!((board.width(), board.height()), (4, 3));
/// assert!(is_solvable(&board) && !board.is_goal());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn random_solvable(shape: Shape, rng: &mut Rng) -> Board {
    deal(shape, 0, rng)
}

/// A uniformly random solvable board of `shape` whose first `rows` rows are already in place
/// (and that is not the goal): the easier deals of a 4×4 game. With `rows` 0 this is
/// [`random_solvable`].
///
/// # Errors
/// [`Error::TooManySolvedRows`] unless `rows` is at most `height − 2`.
///
/// ```
/// use slide_puzzle::{shuffle::random_with_solved_rows, is_solvable, Rng, Shape};
/// let board = random_with_solved_rows(Shape::square(4)?, 2, &mut Rng::seeded(1))?;
/// assert_eq!(&board.tiles()[..8], &[1, 2, 3, 4, 5, 6, 7, 8]);
/// assert!(is_solvable(&board) && !board.is_goal());
/// let board = random_with_solved_rows(Shape::new(2, 5)?, 3, &mut Rng::seeded(1))?;
/// assert_eq!(&board.tiles()[..6], &[1, 2, 3, 4, 5, 6]);
/// assert!(random_with_solved_rows(Shape::new(5, 2)?, 1, &mut Rng::seeded(1)).is_err());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn random_with_solved_rows(shape: Shape, rows: usize, rng: &mut Rng) -> Result<Board, Error> {
    let height = shape.height();
    if rows + 2 > height {
        return Err(Error::TooManySolvedRows {
            rows,
            max: height - 2,
        });
    }
    Ok(deal(shape, rows, rng))
}

/// The deal of [`random_with_solved_rows`] once `rows` is known to leave at least two rows.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
)]
fn deal(shape: Shape, rows: usize, rng: &mut Rng) -> Board {
    let cells = shape.cells();
    let fixed = rows * shape.width();
    loop {
        let mut tiles: Vec<u8> = (1..cells).chain([0]).map(|t| t as u8).collect();
        for i in (fixed + 1..cells).rev() {
            let j = fixed + rng.below((i - fixed) as u32 + 1) as usize;
            tiles.swap(i, j);
        }
        let mut board = Board::from_permutation(shape, tiles);
        if !is_solvable(&board) {
            board = swap_last_two_tiles(&board);
        }
        if !board.is_goal() {
            return board;
        }
    }
}

/// The board of the day: the same uniformly random solvable board of `shape` for everyone on
/// the same calendar date (UTC, proleptic Gregorian), from the date and the shape alone.
///
/// The seed is the 64-bit FNV-1a hash of the ASCII text `YYYY-MM-DD WxH` (the date with a
/// four-digit year, a space, the width, an `x`, the height: `2026-03-14 4x4`); the board is
/// [`random_solvable`] with [`Rng::seeded`] from it. Every step is integer arithmetic, so a
/// date's board is the same natively and in any browser. A change to this text, to the hash,
/// to [`Rng`] or to [`random_solvable`] changes every day's board: the tests pin two of them.
///
/// ```
/// use slide_puzzle::shuffle::daily;
/// use slide_puzzle::{is_solvable, Shape};
/// let four = Shape::square(4)?;
/// let today = daily(four, 2026, 3, 14)?;
/// assert_eq!(today, daily(four, 2026, 3, 14)?);
/// assert_ne!(today, daily(four, 2026, 3, 15)?);
/// assert!(is_solvable(&today) && !today.is_goal());
/// assert!(daily(four, 2026, 2, 29).is_err()); // 2026 is not a leap year
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::BadDate`] for a date that does not exist or a year outside 1 to 9999.
pub fn daily(shape: Shape, year: i32, month: u32, day: u32) -> Result<Board, Error> {
    if !(1..=9999).contains(&year) || !(1..=12).contains(&month) || day == 0 {
        return Err(Error::BadDate { year, month, day });
    }
    if day > days_in_month(year, month) {
        return Err(Error::BadDate { year, month, day });
    }
    let text = format!(
        "{year:04}-{month:02}-{day:02} {}x{}",
        shape.width(),
        shape.height()
    );
    Ok(random_solvable(
        shape,
        &mut Rng::seeded(fnv1a(text.as_bytes())),
    ))
}

/// [`daily`] for the date `days` days after 1970-01-01 (negative before it): in a browser,
/// `Math.floor(Date.now() / 86400000)` is today's number in UTC.
///
/// ```
/// use slide_puzzle::shuffle::{daily, daily_on_day};
/// use slide_puzzle::Shape;
/// let three = Shape::square(3)?;
/// assert_eq!(daily_on_day(three, 20_526)?, daily(three, 2026, 3, 14)?);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::BadDate`] for a day outside the years 1 to 9999.
pub fn daily_on_day(shape: Shape, days: i32) -> Result<Board, Error> {
    let (year, month, day) = date_of_day(days);
    daily(shape, year, month, day)
}

/// The calendar date (year, month 1 to 12, day 1 to 31; proleptic Gregorian) `days` days after
/// 1970-01-01, by Howard Hinnant's `civil_from_days`, in integers.
///
/// ```
/// use slide_puzzle::shuffle::date_of_day;
/// assert_eq!(date_of_day(0), (1970, 1, 1));
/// assert_eq!(date_of_day(-1), (1969, 12, 31));
/// assert_eq!(date_of_day(11_016), (2000, 2, 29));
/// assert_eq!(date_of_day(20_526), (2026, 3, 14));
/// ```
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "day and month are 1 to 31 and 1 to 12; the year of an i32 day count fits an i32"
)]
pub fn date_of_day(days: i32) -> (i32, u32, u32) {
    let z = i64::from(days) + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year as i32, month as u32, day as u32)
}

/// The number of days in `month` (1 to 12) of `year`, in the proleptic Gregorian calendar.
fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xCBF2_9CE4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    })
}

/// The board with its last two real tiles (row-major) exchanged: the blank stays put, the
/// inversion parity flips, and solved rows at the top stay solved.
fn swap_last_two_tiles(board: &Board) -> Board {
    let mut tiles = board.tiles().to_vec();
    let mut real = (0..tiles.len()).rev().filter(|&cell| tiles[cell] != 0);
    let (a, b) = (real.next().unwrap(), real.next().unwrap());
    tiles.swap(a, b);
    Board::from_permutation(board.shape(), tiles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn parity_fix_is_an_involution_that_flips_solvability() {
        let mut rng = Rng::seeded(3);
        for _ in 0..200 {
            let board = random_solvable(Shape::square(3).unwrap(), &mut rng);
            let swapped = swap_last_two_tiles(&board);
            assert!(!is_solvable(&swapped));
            assert_eq!(swap_last_two_tiles(&swapped), board);
        }
    }

    /// All 11 non-goal solvable 2×2 boards come up about equally often (a chi-squared test with
    /// a fixed seed, so the test is deterministic).
    #[test]
    fn deals_are_uniform_on_2x2() {
        let mut rng = Rng::seeded(42);
        let draws = 110_000;
        let mut counts: HashMap<Vec<u8>, u32> = HashMap::new();
        for _ in 0..draws {
            let board = random_solvable(Shape::square(2).unwrap(), &mut rng);
            assert!(is_solvable(&board) && !board.is_goal());
            *counts.entry(board.tiles().to_vec()).or_default() += 1;
        }
        assert_eq!(counts.len(), 11);
        let expected = f64::from(draws) / 11.0;
        let chi2: f64 = counts
            .values()
            .map(|&c| (f64::from(c) - expected).powi(2) / expected)
            .sum();
        // 10 degrees of freedom: p = 0.001 at 29.6.
        assert!(
            chi2 < 29.6,
            "chi-squared {chi2} says the deal is not uniform"
        );
    }

    #[test]
    fn solved_rows_stay_solved_and_deals_vary() {
        let mut rng = Rng::seeded(4);
        for (side, rows) in [(4, 1), (4, 2), (5, 3), (3, 1)] {
            let mut seen = std::collections::HashSet::new();
            for _ in 0..50 {
                let board =
                    random_with_solved_rows(Shape::square(side).unwrap(), rows, &mut rng).unwrap();
                assert!(is_solvable(&board) && !board.is_goal());
                for cell in 0..rows * side {
                    assert_eq!(board.tiles()[cell] as usize, cell + 1);
                }
                seen.insert(board);
            }
            assert!(seen.len() > 1);
        }
        assert_eq!(
            random_with_solved_rows(Shape::square(4).unwrap(), 3, &mut rng),
            Err(Error::TooManySolvedRows { rows: 3, max: 2 })
        );
    }

    /// On every shape up to 3×4 the deals are solvable, never the goal, keep their solved
    /// rows, and vary.
    #[test]
    fn shaped_deals_are_solvable_and_keep_solved_rows() {
        let mut rng = Rng::seeded(11);
        for width in 2..=4 {
            for height in 2..=4 {
                let shape = Shape::new(width, height).unwrap();
                for rows in 0..=height - 2 {
                    let mut seen = std::collections::HashSet::new();
                    for _ in 0..40 {
                        let board = random_with_solved_rows(shape, rows, &mut rng).unwrap();
                        assert_eq!(board.shape(), shape);
                        assert!(is_solvable(&board) && !board.is_goal());
                        for cell in 0..rows * width {
                            assert_eq!(board.tiles()[cell] as usize, cell + 1);
                        }
                        seen.insert(board);
                    }
                    assert!(seen.len() > 1, "{shape} with {rows} rows never varies");
                }
            }
        }
    }

    #[test]
    fn below_is_in_range() {
        let mut rng = Rng::seeded(9);
        for bound in [1, 2, 3, 7, 1000, u32::MAX] {
            for _ in 0..100 {
                assert!(rng.below(bound) < bound);
            }
        }
    }
}
