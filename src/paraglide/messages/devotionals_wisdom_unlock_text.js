/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_Unlock_TextInputs */

const en_devotionals_wisdom_unlock_text = /** @type {(inputs: Devotionals_Wisdom_Unlock_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade your plan to get a new proverb with its meaning every day.`)
};

const es_devotionals_wisdom_unlock_text = /** @type {(inputs: Devotionals_Wisdom_Unlock_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para recibir cada día un proverbio nuevo con su significado.`)
};

/**
* | output |
* | --- |
* | "Upgrade your plan to get a new proverb with its meaning every day." |
*
* @param {Devotionals_Wisdom_Unlock_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_unlock_text = /** @type {((inputs?: Devotionals_Wisdom_Unlock_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_Unlock_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_unlock_text(inputs)
	return en_devotionals_wisdom_unlock_text(inputs)
});