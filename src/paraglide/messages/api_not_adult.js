/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Not_AdultInputs */

const en_api_not_adult = /** @type {(inputs: Api_Not_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm that you are 18 or older. Children learn in a profile of their parent’s account.`)
};

const es_api_not_adult = /** @type {(inputs: Api_Not_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma que tienes 18 años o más. Los niños aprenden con un perfil dentro de la cuenta de su madre o su padre.`)
};

/**
* | output |
* | --- |
* | "Please confirm that you are 18 or older. Children learn in a profile of their parent’s account." |
*
* @param {Api_Not_AdultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_not_adult = /** @type {((inputs?: Api_Not_AdultInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Not_AdultInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_not_adult(inputs)
	return en_api_not_adult(inputs)
});