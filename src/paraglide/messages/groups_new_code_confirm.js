/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_New_Code_ConfirmInputs */

const en_groups_new_code_confirm = /** @type {(inputs: Groups_New_Code_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code? The old code will stop working at once (children already in the group stay).`)
};

const es_groups_new_code_confirm = /** @type {(inputs: Groups_New_Code_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Crear un código nuevo? El código anterior dejará de funcionar en seguida (los niños que ya están en el grupo se quedan).`)
};

/**
* | output |
* | --- |
* | "Make a new code? The old code will stop working at once (children already in the group stay)." |
*
* @param {Groups_New_Code_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_confirm = /** @type {((inputs?: Groups_New_Code_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Code_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_new_code_confirm(inputs)
	return en_groups_new_code_confirm(inputs)
});