// The estate board's choices: districts (the demo city's), device types, fill bands, sorting modes.
export const districtOptions = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'].map((value) => ({ value, label: `zszy.district.${value}` }));
export const deviceTypeOptions = ['bin', 'scale', 'camera', 'kiosk'].map((value) => ({ value, label: `zszy.deviceType.${value}` }));
export const bandOptions = ['normal', 'slight', 'serious'].map((value) => ({ value, label: `zszy.band.${value}` }));
/** The bands a rule may set (normal is below the slight band's threshold). */
export const ruleBandOptions = bandOptions.filter((o) => o.value !== 'normal');
export const sortingModeOptions = ['timed', 'smart', 'merged'].map((value) => ({ value, label: `zszy.sortingMode.${value}` }));
export const deviceStatusOptions = ['working', 'fault'].map((value) => ({ value, label: `zszy.deviceStatus.${value}` }));
export const taskStateOptions = ['open', 'responded'].map((value) => ({ value, label: `zszy.taskState.${value}` }));
export const onTimeOptions = ['onTime', 'late'].map((value) => ({ value, label: `zszy.onTime.${value}` }));
