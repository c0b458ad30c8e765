// The demo module's server part: demo rows for each tenant, nothing else (every call is a definition's).
import { defineModuleServer, seedFile } from '../../kit/resource';

const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];

/** Three 32×32 avatars (PNG), stored in the file service for each tenant when seeded. */
const AVATARS = [
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAX0lEQVR42mNwqDhBU8QwasGoBUjo9YdfcERlC5CNJtUaBrJNJ9IOBkpMJ8aOUQtGLaC5BTTPB/TIybjsGPSlKTHRS4yHGKhiOh47Ri0YlBaQZzouO0YtGHwWUGI6VjsAuuTdSFsBjnoAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAX0lEQVR42mO4k1dBU8QwasGoBUjo17sPcERlC5CNJtUaBrJNJ9IOBkpMJ8aOUQtGLaC5BTTPB/TIybjsGPSlKTHRS4yHGKhiOh47Ri0YlBaQZzouO0YtGHwWUGI6VjsAou2NPa7HaCwAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAX0lEQVR42mNwW5BHU8QwasGoBUjozY8PcERlC5CNJtUaBrJNJ9IOBkpMJ8aOUQtGLaC5BTTPB/TIybjsGPSlKTHRS4yHGKhiOh47Ri0YlBaQZzouO0YtGHwWUGI6VjsAhs9paprDT/gAAAAASUVORK5CYII=',
];

/** [name, gender, grade (1-based), birthday]; tenant 2 gets the second list. */
const STUDENTS: [string, 'male' | 'female', number, string][][] = [
  [
    ['王子涵', 'male', 1, '2018-03-12'],
    ['李欣怡', 'female', 1, '2018-07-25'],
    ['张浩然', 'male', 2, '2017-01-09'],
    ['陈雨桐', 'female', 2, '2017-11-30'],
    ['刘梓轩', 'male', 3, '2016-05-18'],
    ['杨诗涵', 'female', 3, '2016-09-02'],
    ['赵宇航', 'male', 4, '2015-02-14'],
    ['黄佳琪', 'female', 4, '2015-08-21'],
    ['周俊杰', 'male', 5, '2014-04-06'],
    ['吴思彤', 'female', 5, '2014-12-11'],
    ['徐天佑', 'male', 6, '2013-06-27'],
    ['孙可馨', 'female', 6, '2013-10-03'],
  ],
  [
    ['沈嘉懿', 'female', 1, '2018-02-20'],
    ['钱逸飞', 'male', 3, '2016-03-15'],
    ['蒋若曦', 'female', 5, '2014-09-09'],
  ],
];

export default defineModuleServer({
  seed: ({ index }) => ({
    grade: GRADES.map((gradeName, i) => ({ gradeName, sort: i + 1 })),
    student: STUDENTS[index % 2]!.map(([name, gender, gradeId, birthday], i) => ({
      studentNo: `S${2024 - gradeId + 1}${String(i + 1).padStart(2, '0')}`,
      name,
      gender,
      gradeId, // a reference holds the 1-based position of the seeded grade
      birthday,
      phone: `1390571${String(2000 + i * 37 + index * 500).padStart(4, '0')}`,
      photo: i < 3 ? seedFile(`${name}.png`, 'image/png', AVATARS[i]!) : null,
      remark: i === 0 ? '班长' : null,
    })),
  }),
});
