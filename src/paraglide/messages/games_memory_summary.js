/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown>, attempts: NonNullable<unknown> }} Games_Memory_SummaryInputs */

const en_games_memory_summary = /** @type {(inputs: Games_Memory_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score} of ${i?.total} · Attempts: ${i?.attempts}`)
};

const es_games_memory_summary = /** @type {(inputs: Games_Memory_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score} de ${i?.total} · Intentos: ${i?.attempts}`)
};

/**
* | output |
* | --- |
* | "Score: {score} of {total} · Attempts: {attempts}" |
*
* @param {Games_Memory_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_summary = /** @type {((inputs: Games_Memory_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_summary(inputs)
	return en_games_memory_summary(inputs)
});