/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ character: NonNullable<unknown> }} Games_Puzzle_Picked_NoteInputs */

const en_games_puzzle_picked_note = /** @type {(inputs: Games_Puzzle_Picked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.character} is picked. Now click the thing ${i?.character} is known for.`)
};

const es_games_puzzle_picked_note = /** @type {(inputs: Games_Puzzle_Picked_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegiste a ${i?.character}. Ahora toca lo que hace famoso a ${i?.character}.`)
};

/**
* | output |
* | --- |
* | "{character} is picked. Now click the thing {character} is known for." |
*
* @param {Games_Puzzle_Picked_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_puzzle_picked_note = /** @type {((inputs: Games_Puzzle_Picked_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Puzzle_Picked_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_puzzle_picked_note(inputs)
	return en_games_puzzle_picked_note(inputs)
});