/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ correct: NonNullable<unknown>, asked: NonNullable<unknown>, level: NonNullable<unknown>, percent: NonNullable<unknown> }} Games_Quiz_StoppedInputs */

const en_games_quiz_stopped = /** @type {(inputs: Games_Quiz_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.correct} of ${i?.asked} right on level ${i?.level}. Answer ${i?.percent}% right to go up a level.`)
};

const es_games_quiz_stopped = /** @type {(inputs: Games_Quiz_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acertaste ${i?.correct} de ${i?.asked} en el nivel ${i?.level}. Para subir de nivel, acierta el ${i?.percent} %.`)
};

/**
* | output |
* | --- |
* | "You got {correct} of {asked} right on level {level}. Answer {percent}% right to go up a level." |
*
* @param {Games_Quiz_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_stopped = /** @type {((inputs: Games_Quiz_StoppedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_StoppedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_stopped(inputs)
	return en_games_quiz_stopped(inputs)
});