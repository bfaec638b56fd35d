import type { Rng } from './random';

// Fictional players: common first names with surnames picked to be unusual in NFL history, so no
// pairing should read as a real player (surnames of well-known NFL players were left out).
const FIRST = `Aaron Adrian Alden Alonzo Andre Anthony Ashton August Avery Beau Bennett Blaine Bram
Brennan Brock Bryce Caden Calvin Camden Carson Cedric Chance Clay Colby Cole Connor Corey Cullen
Dalton Damon Dante Darius Darnell Davion Dawson Dean Derrick Desmond Devin Dominic Donovan Drew
Elijah Emmett Ezra Felix Gabe Garrett Grady Grant Hayden Hollis Isaiah Jalen Jamal Jared Jarvis
Jaylen Jerome Joel Jonah Jordan Julian Kade Kai Keenan Kendrick Kieran Lamar Landon Lawson Leon
Levi Logan Lucas Malik Marcus Mason Micah Miles Nate Nolan Omar Owen Parker Quentin Quincy Rashad
Reggie Reid Rhett Rowan Ruben Russell Ryder Sawyer Silas Tavon Terrell Theo Tobias Trent Tristan
Troy Tyree Victor Wade Warren Wes Xavier Zane Zion Amos Booker Cyrus Deshawn Emeka Kofi Mateo
Nico Tariq Tevita Junior Lorenzo Marquis Ezekiel Solomon`.split(/\s+/);

const LAST = `Abernathy Ackerly Alderman Amesbury Ashworth Babcock Bainbridge Balfour Barrowman Beaumont
Bellweather Birchfield Blackmore Bolander Bramhall Brightwell Broderick Calder Carraway Chadwick
Chesterton Colfax Corbray Cordell Dalrymple Darrow Delacroix Drayton Dunmore Eastwick Ellsworth
Emberton Farnsworth Fenwick Fitzhugh Fontaine Glenister Goldwyn Greaves Haddock Halloran Hartwell
Hathaway Hawthorne Huxley Ingleby Jessup Kettering Keswick Kingsford Lancaster Langdon Larrabee
Lowell Ludlow Macintyre Montclair Newcombe Northrop Oakley Oyelaran Pemberton Penhallow Prewitt
Radcliffe Ravenscroft Rockwell Roderick Salisbury Sandoval Selwyn Shackleford Stanhope Sutcliffe
Tennyson Thackeray Thornbury Trevino Vanderhoof Wakefield Waverly Whitcombe Whitfield Wickham
Woodbury Wrenfield Yardley Yorke Zellner Achebe Ekwueme Okonjo Alvarado Barrera Cisneros Escobar
Ibarra Montoya Quintero Zamora Faleolo Tuilagi Leavasa Malietoa Ashby Dunleavy Everly Fairweather
Gallardo Hendley Overstreet Pettiford Quarrington Rosewood Vickery Wendell Ainsley Blakemore
Cavendish Ellery Fulbright Kensington Lyndon Marlowe Orwell Pickering Varner Whitlock Yancey
Ambrose Coltrane Devereaux Eldridge Fairchild Loveless Sprague Ashcombe Brackley Carmody Dunstan
Elmhurst Fernsby Galbraith Hollingshead Ingersoll Jellicoe Kittredge Lathbury Mapplethorpe
Nethercott Ormsby Pendergast Quenby Rathbone Southwell Tremaine Uffington Vosper Wetherell
Yelverton Adebanjo Chukwudi Eze Obiora Anyanwu Oduya Ferreira Castellanos Arriaga Luttrell
Marchbanks Bexley Cranmore Dewhurst Esterbrook Goodhew Harcourt Juniper Kestrel Linwood Mossbridge`.split(/\s+/);

/** A unique fictional full name; `taken` is updated. */
export function fictionalName(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
