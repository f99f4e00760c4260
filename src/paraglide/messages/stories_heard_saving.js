/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_SavingInputs */

const en_stories_heard_saving = /** @type {(inputs: Stories_Heard_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your star…`)
};

const es_stories_heard_saving = /** @type {(inputs: Stories_Heard_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando tu estrella…`)
};

/**
* | output |
* | --- |
* | "Saving your star…" |
*
* @param {Stories_Heard_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_saving = /** @type {((inputs?: Stories_Heard_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_saving(inputs)
	return en_stories_heard_saving(inputs)
});